// Bank statement: the bank's CSV file is read by the server, which matches each line to a charge by the reference
// the family wrote. Staff decide the lines it could not match, then confirm: each matched line becomes a payment.
// A file the server cannot read is refused naming its line, said here as the server words it.
import { Upload } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { StatementImport, StatementLine, StatementLineDecision } from '../../../../../shared/payments-api';
import { Button } from '../../../../components/ui/button';
import { Field, Input } from '../../../../components/ui/field';
import { ActionError, staffReason } from '../../lib/action-error';
import { useCharges, useConfirmImport, useDecideLine, useImportStatement } from './api';
import { StatementLines } from './statement-lines';

const ALL = { status: null, team: null, player: null };
const reasonOf = (error: unknown) => (error instanceof ActionError ? error.reason : staffReason(error));

export function StatementTab() {
  const upload = useImportStatement();
  const [file, setFile] = useState<File | null>(null);
  const [statement, setStatement] = useState<StatementImport | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const onImport = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    if (!file) return setRefusal('Choose the bank statement file first.');
    upload.mutate(file, { onSuccess: setStatement, onError: (error) => setRefusal(reasonOf(error)) });
  };

  return (
    <>
      <form noValidate onSubmit={onImport} className="mb-6 flex flex-wrap items-end gap-4">
        <Field
          label="Bank statement (CSV)"
          hint="The file your bank's website exports."
          className="min-w-[16rem] flex-1"
        >
          {(control) => (
            <Input
              {...control}
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          )}
        </Field>
        <Button size="sm" type="submit" disabled={upload.isPending} busy={upload.isPending}>
          <Upload className="h-4 w-4" aria-hidden />
          Import
        </Button>
      </form>
      {refusal && (
        <p role="alert" className="mb-6 rounded-md border border-club-red bg-red-50 p-4 font-medium text-club-black">
          {refusal}
        </p>
      )}
      {statement && <ImportedStatement key={statement.id} statement={statement} onChange={setStatement} />}
    </>
  );
}

function ImportedStatement({
  statement,
  onChange,
}: {
  statement: StatementImport;
  onChange: (statement: StatementImport) => void;
}) {
  const decide = useDecideLine(statement.id);
  const confirm = useConfirmImport(statement.id);
  const charges = useCharges(ALL).data ?? [];
  const named = new Set(statement.lines.map((line) => line.chargeId));
  const choices = charges.filter((charge) => charge.balanceToea > 0 || named.has(charge.id));
  const toRecord = statement.lines.filter((line) => line.status === 'matched').length;

  const send = (line: StatementLine, decision: StatementLineDecision) =>
    decide.mutate(
      { lineId: line.id, decision },
      {
        // The server answers the whole statement again, each line as it now stands.
        onSuccess: onChange,
      },
    );

  return (
    <section aria-label="Imported statement" className="grid gap-4">
      <StatementLines
        lines={statement.lines}
        charges={choices}
        busy={decide.isPending || confirm.isPending}
        onChoose={(line, chargeId) => send(line, { chargeId })}
        onNotForClub={(line) => send(line, { notForClub: true })}
      />
      <div className="flex flex-wrap items-center gap-4">
        <Button
          size="sm"
          disabled={toRecord === 0 || confirm.isPending}
          busy={confirm.isPending}
          onClick={() => confirm.mutate(undefined, { onSuccess: onChange })}
        >
          Confirm payments
        </Button>
        <p role="status" className="text-sm font-semibold">
          {statement.recorded !== undefined
            ? `Recorded ${statement.recorded} ${statement.recorded === 1 ? 'payment' : 'payments'}`
            : `${toRecord} matched ${toRecord === 1 ? 'line' : 'lines'} to record`}
        </p>
      </div>
    </section>
  );
}

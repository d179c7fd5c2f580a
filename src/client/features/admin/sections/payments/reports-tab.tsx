// Reports: money received (by month and method, between two days), what is still owed (by team and by charge)
// and families' credits; each also as a CSV file, a plain link the browser downloads with the session cookie.
import { Download } from 'lucide-react';
import { useState } from 'react';
import { api } from '../../../../../shared/paths';
import { buttonClasses } from '../../../../components/ui/button';
import { Field, Input } from '../../../../components/ui/field';
import { ListError, LoadingText } from '../../ui/list-state';
import { type ReportName, useMoneyReport } from './api';
import { ReportTables } from './report-tables';

type Range = { from: string | null; to: string | null };

const TITLES: Record<ReportName, string> = {
  received: 'Received',
  outstanding: 'Outstanding',
  credits: 'Credits',
};

function Report({ name, range }: { name: ReportName; range: Range }) {
  const report = useMoneyReport(name, range);
  const id = `money-report-${name}`;
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={id} className="font-display text-lg font-semibold text-club-black">
          {TITLES[name]}
        </h3>
        <a
          href={api.moneyReport(name, range, true)}
          download
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          aria-label={`Download CSV: ${TITLES[name]}`}
        >
          <Download className="h-4 w-4" aria-hidden />
          Download CSV
        </a>
      </div>
      {report.isLoading && <LoadingText>Loading the report...</LoadingText>}
      {report.isError && <ListError what={`the ${TITLES[name].toLowerCase()} report`} />}
      {report.data && <ReportTables title={TITLES[name]} report={report.data} />}
    </section>
  );
}

export function ReportsTab() {
  const [range, setRange] = useState<Range>({ from: null, to: null });
  const day = (name: keyof Range, label: string) => (
    <Field label={label}>
      {(control) => (
        <Input
          {...control}
          type="date"
          value={range[name] ?? ''}
          onChange={(event) => setRange({ ...range, [name]: event.target.value || null })}
        />
      )}
    </Field>
  );
  return (
    <div className="grid gap-10">
      <div className="grid gap-4">
        <fieldset className="grid max-w-md gap-4 sm:grid-cols-2">
          <legend className="mb-1 text-sm text-neutral-700">Received between (empty: all)</legend>
          {day('from', 'From')}
          {day('to', 'To')}
        </fieldset>
        <Report name="received" range={range} />
      </div>
      <Report name="outstanding" range={range} />
      <Report name="credits" range={range} />
    </div>
  );
}

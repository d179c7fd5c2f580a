// The Payments section's calls: charges, payments, a bank statement's import and the money reports. Every change
// reads again whatever shows money (the lists, the reports, the players' season fee), since one payment moves a
// charge's balance, a family's credit and the reports together.
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portalListPath } from '../../../../../shared/entities';
import { api } from '../../../../../shared/paths';
import type {
  BulkChargeBody,
  ChargeBody,
  ChargeForStaff,
  ChargeUpdate,
  MoneyReport,
  PaymentBody,
  PaymentChange,
  PaymentForStaff,
  StatementImport,
  StatementLine,
  StatementLineDecision,
} from '../../../../../shared/payments-api';
import { apiRequest } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';
import { toastFailure, withFailureTitle } from '../../lib/action-error';
import { useUndoableDelete } from '../../lib/undo';

export type ChargeFilters = Parameters<typeof api.charges>[0];
export type PaymentFilters = Parameters<typeof api.payments>[0];
export type ReportName = 'received' | 'outstanding' | 'credits';

export const useCharges = (filters: ChargeFilters) => useQuery<ChargeForStaff[]>({ queryKey: [api.charges(filters)] });
export const usePayments = (filters: PaymentFilters) =>
  useQuery<PaymentForStaff[]>({ queryKey: [api.payments(filters)] });
export const useMoneyReport = (report: ReportName, range: { from: string | null; to: string | null }) =>
  useQuery<MoneyReport>({ queryKey: [api.moneyReport(report, range)] });

const MONEY_PATHS = [api.chargesAll, api.paymentsAll, portalListPath('players')];

const refreshMoney = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: (query) => MONEY_PATHS.some((path) => String(query.queryKey[0]).startsWith(path)),
  });

/** A call that toasts `success` and refreshes the money, or toasts `failure` with the server's reason. */
function useMoneyMutation<V, R>(failure: string, success: string | null, call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => withFailureTitle(failure, () => call(variables)),
    onSuccess: () => {
      if (success) toast({ title: success });
      return refreshMoney(queryClient);
    },
    onError: (error) => toastFailure(error),
  });
}

export const useAddCharge = () =>
  useMoneyMutation('Failed to add the charge', 'Charge added', (body: ChargeBody) =>
    apiRequest<ChargeForStaff>('POST', api.chargesAll, body),
  );

export const useUpdateCharge = () =>
  useMoneyMutation(
    'Failed to update the charge',
    'Charge updated',
    ({ id, body }: { id: string; body: ChargeUpdate }) => apiRequest<ChargeForStaff>('PUT', api.charge(id), body),
  );

export const useBulkCharge = () =>
  useMoneyMutation('Failed to add the charges', 'Charges added', (body: BulkChargeBody) =>
    apiRequest<ChargeForStaff[]>('POST', api.chargesBulk, body),
  );

export const useWaiveCharge = () =>
  useMoneyMutation('Failed to waive the charge', 'Charge waived', ({ id, reason }: { id: string; reason: string }) =>
    apiRequest<ChargeForStaff>('POST', api.chargeWaive(id), { reason }),
  );

/** Its toast offers Undo; the server refuses (409) once a payment is allocated to the charge. */
export function useDeleteCharge() {
  const queryClient = useQueryClient();
  return useUndoableDelete({
    label: 'Charge',
    remove: (id: string) => apiRequest<void>('DELETE', api.charge(id)),
    restore: (id: string) => apiRequest<ChargeForStaff>('POST', api.chargeRestore(id)),
    refresh: () => refreshMoney(queryClient),
  });
}

export const useRecordPayment = () =>
  useMoneyMutation('Failed to record the payment', 'Payment recorded', (body: PaymentBody) =>
    apiRequest<PaymentForStaff>('POST', api.paymentsAll, body),
  );

export const useCorrectPayment = () =>
  useMoneyMutation(
    'Failed to correct the payment',
    'Payment corrected',
    ({ id, body }: { id: string; body: PaymentChange }) => apiRequest<PaymentForStaff>('PUT', api.payment(id), body),
  );

/** No Undo: the reason is kept with the deleted payment, and recording it again is the way back. */
export const useDeletePayment = () =>
  useMoneyMutation(
    'Failed to delete the payment',
    'Payment deleted',
    ({ id, reason }: { id: string; reason: string }) => apiRequest<void>('DELETE', api.payment(id), { reason }),
  );

export const useImportStatement = () =>
  useMoneyMutation('Failed to import the bank statement', null, (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return apiRequest<StatementImport>('POST', api.statementImport, body);
  });

export const useDecideLine = (importId: string) =>
  useMoneyMutation(
    'Failed to change the line',
    null,
    ({ lineId, decision }: { lineId: string; decision: StatementLineDecision }) =>
      apiRequest<StatementImport>('PUT', api.statementLine(importId, lineId), decision),
  );

export const useConfirmImport = (importId: string) =>
  useMoneyMutation('Failed to confirm the payments', null, () =>
    apiRequest<StatementImport>('POST', api.statementConfirm(importId)),
  );

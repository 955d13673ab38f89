import { fetchPrintConfirmation } from '../../api/reservation-service';
import type { ApiError, ApiResult } from '../../api/types';
import type { Language } from '../../domain/languages';
import { defineServerRead } from '../../store/server-read';

/** The printable confirmations (call 10) of the numbers found, one HTML document each; fails if any does. */
export const printableRead = defineServerRead({
  read: async ({ confirmNos }: { language: Language; confirmNos: readonly string[] }, { client }): Promise<ApiResult<string[]>> => {
    const results = await Promise.all(confirmNos.map((confirmNo) => fetchPrintConfirmation(client, confirmNo)));
    const error = results.flatMap((result): ApiError[] => (result.ok ? [] : [result.error]))[0];
    if (error) return { ok: false, error };
    return { ok: true, data: results.flatMap((result) => (result.ok ? [result.data] : [])) };
  },
});

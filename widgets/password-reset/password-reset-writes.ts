import { requestPasswordReset, resetPassword, type PasswordResetRequest } from '../../shared/api/account-service';
import { defineServerWrite } from '../../shared/store/server-write';

/** Both calls are writes (shared/store/server-write.ts): a double click joins the request under way, nothing retries. */
export const forgotPasswordWrite = defineServerWrite<{ email: string; langCode: string }, true>({
  write: ({ email, langCode }, { client }) => requestPasswordReset(client, email, langCode),
  invalidates: [],
});

export const resetPasswordWrite = defineServerWrite<PasswordResetRequest, true>({
  write: (request, { client }) => resetPassword(client, request),
  invalidates: [],
});

/**
 * The confirmations module's face: e-mail confirmation (links), phone confirmation (SMS codes) and
 * password recovery and reset. Each lives in its own service file; the send limits and the
 * single-use secrets they share are `send-limits.ts` and `secrets.ts`.
 */
export { EMAIL_LINK_VALID_MS, confirmEmail, resendEmailConfirmation, resendOwnEmailConfirmation, sendEmailConfirmation } from './core/email-confirmation-service';
export { confirmPhone, requestPhoneCode, sendPhoneCode, unconfirmedChannels, type CodeRequestKind } from './core/phone-confirmation-service';
export { RESET_LINK_VALID_MS, recoverPassword, resetPassword } from './core/password-recovery-service';
export { CODE_MAX_ATTEMPTS, codeValidMs } from './core/secrets';
export { SEND_LIMIT_WINDOW_MS, settleDeliveries, type ConfirmationsDeps, type DeliveryErrorHandler } from './core/send-limits';
export { checkBookingCode, sendBookingCode, useCheckedBookingCode, type BookingCodeSent, type CheckedBookingCode } from './core/booking-codes';

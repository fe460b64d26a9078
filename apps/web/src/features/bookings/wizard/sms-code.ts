/** A booking's SMS code as the contract takes it: 4 to 8 digits. */
export const bookingCodeValid = (code: string): boolean => /^\d{4,8}$/.test(code.trim());
/** The phone's confirmation code (account module): 6 digits. */
export const phoneCodeValid = (code: string): boolean => /^\d{6}$/.test(code.trim());

import { errorMessages, type ErrorCode } from '@portal/contracts';

export interface FieldError {
  path: string;
  message: string;
}

/** The one error type services throw; plugins/errors maps it to `{ errorCode, message, errors?, details? }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly extra: { errors?: FieldError[]; details?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message ?? errorMessages[code]);
    this.name = 'AppError';
  }
}

export const NotFound = (message?: string) => new AppError('NOT_FOUND', message);
export const Unauthorized = (message?: string) => new AppError('UNAUTHORIZED', message);
export const Forbidden = (message?: string) => new AppError('FORBIDDEN', message);
export const Conflict = (message?: string) => new AppError('CONFLICT', message);
/** 400 VALIDATION_ERROR with a Polish message and, optionally, the fields at fault. */
export const Validation = (message: string, errors?: FieldError[]) => new AppError('VALIDATION_ERROR', message, { errors });

/**
 * The query keys of the messages' calls. Everything under `all` is refreshed when the live channel
 * says something changed; the patient's correspondence is not under it (each read of it is audited).
 */
export const messageKeys = {
  all: ['clinic', 'messages'] as const,
  boxes: () => [...messageKeys.all, 'boxes'] as const,
  list: (box: string, filters: object) => [...messageKeys.all, 'list', box, filters] as const,
  lists: () => [...messageKeys.all, 'list'] as const,
  thread: (messageId: number) => [...messageKeys.all, 'thread', messageId] as const,
  recipients: (q: string) => ['clinic', 'message-recipients', q] as const,
  patients: (q: string) => ['clinic', 'message-patients', q] as const,
  patient: (patientId: number) => ['clinic', 'message-patient', patientId] as const,
  patientMessages: (patientId: number, filters: object) => ['clinic', 'patient-messages', patientId, filters] as const,
  categories: () => ['clinic', 'message-categories'] as const,
  mailboxes: () => ['clinic', 'mailboxes'] as const,
  staff: (q: string) => ['clinic', 'mailbox-staff', q] as const,
  fileLimits: () => ['clinic', 'message-file-limits'] as const,
};

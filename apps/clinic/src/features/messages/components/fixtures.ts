import type { ClinicMessage, ClinicMessageBox, ClinicMessageCategory, ClinicMessagePage, Mailbox, Page, RegistrationSettings } from '@portal/contracts';

// Component tests' data: the registrar (Ewa Nowicka, member of the mailbox "Rejestracja") and Anna's messages.

export const boxes: ClinicMessageBox[] = [
  { mailboxId: null, name: 'Moja skrzynka', unread: 1 },
  { mailboxId: 3, name: 'Rejestracja', unread: 2 },
];

export const categories: ClinicMessageCategory[] = [
  { code: 'M', name: 'Wiadomość', nameEn: 'Message', nameUk: 'Повідомлення', description: null, descriptionEn: null, descriptionUk: null, active: true, sortOrder: 0 },
  {
    code: 'RESULTS',
    name: 'Wyniki badań',
    nameEn: 'Test results',
    nameUk: null,
    description: 'Pytania o wyniki',
    descriptionEn: 'Questions about results',
    descriptionUk: null,
    active: true,
    sortOrder: 10,
  },
  { code: 'OLD', name: 'Archiwalna', nameEn: null, nameUk: null, description: null, descriptionEn: null, descriptionUk: null, active: false, sortOrder: 99 },
];

/** Anna's message to the mailbox "Rejestracja", unread, with an attachment. */
export const annasMessage: ClinicMessage = {
  id: 10,
  title: 'Prośba o skierowanie',
  content: 'Dzień dobry,\nproszę o skierowanie do kardiologa.',
  category: { code: 'M', name: 'Wiadomość', description: null },
  sender: { kind: 'ACCOUNT', id: 1, name: 'Anna Kowalska' },
  senderAccount: { id: 1, username: 'anna' },
  writtenBy: null,
  recipients: [{ kind: 'MAILBOX', id: 3, name: 'Rejestracja', readDate: null }],
  patient: { id: 1, name: 'Anna', lastName: 'Kowalska', pesel: '85030512345' },
  inResponseTo: null,
  threadId: 10,
  createdAt: '2026-11-21T13:05:00.000Z',
  readDate: null,
  isEdit: false,
  mustConfirm: false,
  isOwn: false,
  attachments: [{ id: 77, fileName: 'wyniki.pdf', mimeType: 'application/pdf', size: 2048 }],
};

/** The registrar's own answer on behalf of the mailbox. */
export const registrarsAnswer: ClinicMessage = {
  ...annasMessage,
  id: 11,
  title: 'Re: Prośba o skierowanie',
  content: 'Skierowanie czeka w rejestracji.',
  sender: { kind: 'MAILBOX', id: 3, name: 'Rejestracja' },
  senderAccount: null,
  writtenBy: 'Ewa Nowicka',
  recipients: [{ kind: 'ACCOUNT', id: 1, name: 'Anna Kowalska', readDate: '2026-11-21T15:00:00.000Z' }],
  inResponseTo: 10,
  createdAt: '2026-11-21T14:00:00.000Z',
  readDate: '2026-11-21T15:00:00.000Z',
  mustConfirm: true,
  isOwn: true,
  attachments: [],
};

export const page = (items: ClinicMessage[], hasNextPage = false, pageIndex = 0): ClinicMessagePage => ({ items, pageIndex, pageSize: 15, hasNextPage });

export const rejestracja: Mailbox = {
  id: 3,
  name: 'Rejestracja',
  nameEn: 'Registration',
  nameUk: 'Реєстратура',
  description: 'Sprawy rejestracji',
  descriptionEn: 'Registration matters',
  descriptionUk: 'Питання реєстрації',
  acceptsPatientMessages: true,
  active: true,
  members: [{ id: 2, name: 'Ewa', lastName: 'Nowicka' }],
};

/** A mailbox the clinic has named in English only, and not described. */
export const gabinet: Mailbox = {
  id: 4,
  name: 'Gabinet zabiegowy',
  nameEn: 'Treatment room',
  nameUk: null,
  description: null,
  descriptionEn: null,
  descriptionUk: null,
  acceptsPatientMessages: true,
  active: true,
  members: [],
};

export const registrationSettings = {
  fileUploadParams: { maxFiles: 3, maxFileSize: 5 * 1024 * 1024, fileTypes: ['pdf', 'jpg', 'png'] },
} as RegistrationSettings;

export const emptyPage = <T>(): Page<T> => ({ items: [], pageIndex: 0, pageSize: 10, hasNextPage: false });

import type { StaffContext } from '../plugins/staff-access';

/**
 * The author of a console write: the member and her name as it was when she wrote (a row keeps both,
 * so a renamed or removed member still reads as she did). Each row keeps the time of its write itself.
 */
export interface WriteAuthor {
  staffId: number;
  name: string;
}

export const writeAuthor = (staff: { member: Pick<StaffContext['member'], 'id' | 'name' | 'lastName'> }): WriteAuthor => ({ staffId: staff.member.id, name: `${staff.member.name} ${staff.member.lastName}` });

/** The API's `WrittenBy` of a row's author name and time: null for rows written before authors were recorded, or by no member. */
export const writtenBy = (name: string | null, at: Date | null) => (name && at ? { name, at: at.toISOString() } : null);

import { atom } from 'jotai/vanilla';

/**
 * The reservation the visitor has opened on this page (issue 18: lookup, manage, modify and
 * check-in are one path on one page): the confirmation number and the e-mail the lookup was
 * made with (booking spec §2 "reservation lookup"), plus the guest's last name that web check-in
 * identifies a stay by.
 *
 * In memory only, never in browser storage (issue 12 §7: no e-mail in storage). After a reload
 * the lookup asks for the e-mail again with the confirmation number filled in (WCAG 3.3.7 allows
 * asking again for security); what a form had typed is kept by that form, without e-mails.
 */
export interface ReservationAccess {
  readonly confirmNo: string;
  readonly email: string;
  readonly lastName: string;
}

export const reservationAccessAtom = atom<ReservationAccess | undefined>(undefined);

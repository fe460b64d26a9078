import { adverseEventsMenu } from '../../features/adverse-events/routes';
import { allergiesMenu } from '../../features/allergies/routes';
import { benefitsMenu } from '../../features/benefits/menu';
import { bookingsMenu } from '../../features/bookings/menu';
import { messagesMenu } from '../../features/messages/menu';
import { selfAssessmentMenu } from '../../features/self-assessment/menu';
import type { ModuleMenuItem } from '../modules';

/**
 * Module entries of the menu, in the hub's order; each shows while its switch is on and its route
 * exists. Only the signed-in menu reads them, so they load with it, not with the sign-in page.
 */
export const moduleMenus: ModuleMenuItem[] = [bookingsMenu, benefitsMenu, allergiesMenu, messagesMenu, adverseEventsMenu, selfAssessmentMenu];

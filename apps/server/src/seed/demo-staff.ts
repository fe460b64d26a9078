export { DEMO_STAFF, DEMO_STAFF_TOTP_SECRETS } from '../demo';

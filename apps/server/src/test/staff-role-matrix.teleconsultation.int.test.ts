import { describeStaffMatrix } from './staff-matrix-kit';

// The role matrix's walks over the group's clinic routes (staff-matrix-kit.ts).
describeStaffMatrix('teleconsultation');

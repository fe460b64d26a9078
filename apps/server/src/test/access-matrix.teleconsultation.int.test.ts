import { describeAccessMatrix } from './access-matrix-kit';

// The access matrix of the group's modules (access-matrix-kit.ts).
describeAccessMatrix('teleconsultation');

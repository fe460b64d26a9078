export { chartedKinds, MeasurementChart, type MeasurementChartLabels } from './measurement-chart';

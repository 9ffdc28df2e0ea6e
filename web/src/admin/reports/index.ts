/** What the back office's other features may use of its reports feature; nothing else of this folder is theirs (docs/architecture.md, "Web areas"). */
export { HomeDashboard } from './home/HomeDashboard';
export { ReportChart } from './charts/ReportChart';
export type { ChartModel, ChartSeries } from './charts/options';

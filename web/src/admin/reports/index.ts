export { HomeDashboard } from './home/HomeDashboard';

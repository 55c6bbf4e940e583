export { MaintenanceScreen, type MaintenanceScreenProps } from './MaintenanceScreen';

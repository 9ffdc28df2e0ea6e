export { useSettingSave } from './useSettingSave';

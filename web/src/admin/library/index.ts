export { ImageChooser } from './ImageChooser';

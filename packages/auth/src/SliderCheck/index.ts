export { default, type SliderCheckProps } from './SliderCheck';

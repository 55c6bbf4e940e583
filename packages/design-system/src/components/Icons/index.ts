export { ChevronEnd, ChevronStart, PauseIcon, PlayIcon } from './icons';

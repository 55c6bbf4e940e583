export { ChevronEnd, ChevronStart, FacebookIcon, GoogleIcon, PauseIcon, PlayIcon, TwitterIcon } from './icons';

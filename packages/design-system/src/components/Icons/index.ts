export {
  ChevronEnd,
  ChevronStart,
  FacebookIcon,
  GoogleIcon,
  HeartIcon,
  PauseIcon,
  PlayIcon,
  TwitterIcon,
} from './icons';

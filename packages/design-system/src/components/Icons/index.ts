export {
  ChevronEnd,
  ChevronStart,
  ClockIcon,
  FacebookIcon,
  FlameIcon,
  GoogleIcon,
  HeartIcon,
  PauseIcon,
  PlayIcon,
  TwitterIcon,
} from './icons';

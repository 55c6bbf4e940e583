import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import {
  forwardRef,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type HTMLAttributes,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useTheme } from '../../theme';
import {
  BottomBar,
  Controls,
  Dot,
  Dots,
  RotationButton,
  Root,
  Slide,
  StepButton,
  Track,
  Viewport,
} from './Carousel.styles';
import { ChevronEnd, ChevronStart, PauseIcon, PlayIcon } from '../Icons';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

type EmblaApi = NonNullable<ReturnType<typeof useEmblaCarousel>[1]>;
type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

export interface CarouselSlide {
  key: string;
  content: ReactNode;
  /** What the slide is about (a promotion title): names its picker dot instead of `labels.goTo`. */
  label?: string;
}

export interface CarouselLabels {
  previous: string;
  next: string;
  /** Names the rotation control while slides rotate. */
  pause: string;
  /** Names the rotation control while rotation is stopped. */
  play: string;
  /** Each slide's name; `position` counts from 1 ("1 of 4"). */
  slide: (position: number, total: number) => string;
  /** Each picker dot's name; `position` counts from 1 ("Show slide 2"). */
  goTo: (position: number) => string;
}

export interface CarouselProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'aria-label'> {
  slides: readonly CarouselSlide[];
  /** The carousel's accessible name ("Promotions"). */
  label: string;
  labels: CarouselLabels;
  /** Time each slide stays before the next, in milliseconds. */
  autoplayDelay?: number;
  /** Roughly how long a slide change takes, in milliseconds; embla has no exact duration, see `emblaDuration`. */
  transitionMs?: number;
  /** CSS aspect ratio of every slide, reserved before images load. */
  aspectRatio?: string;
}

/**
 * Embla's `duration` is the stiffness of a spring, not a time. Simulating its scroll body (60 fps, friction 0.68)
 * shows a slide settling in about 40 ms per unit in the useful range (25 -> ~1 s), hence the divisor; embla
 * recommends 20-60, so the result is kept near that band.
 */
export const emblaDuration = (transitionMs: number): number =>
  Math.min(80, Math.max(10, Math.round(transitionMs / 40)));

/** False until the frame after the component mounted has been painted (in a hidden tab: until it is shown). */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * A rotating set of slides (banners) after the WAI carousel pattern. With one slide it is a plain framed slide;
 * with more it loops, rotates on a timer and offers a rotation control (WCAG 2.2.2), previous/next and a picker.
 * Rotation stops while the pointer is over it or focus is inside, and never starts by itself under reduced motion.
 */
export const Carousel = forwardRef<HTMLElement, CarouselProps>(function Carousel(
  {
    slides,
    label,
    labels,
    autoplayDelay = 5000,
    transitionMs = 1000,
    aspectRatio = '16 / 6',
    onPointerOver,
    onPointerLeave,
    onFocus,
    onBlur,
    ...rest
  },
  ref,
) {
  const { dir } = useTheme();
  const total = slides.length;
  const many = total > 1;
  const reducedMotion = usePrefersReducedMotion();

  // null until the user chooses, so the default follows the motion preference even when it changes later.
  const [userRotates, setUserRotates] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotationOn = many && (userRotates ?? !reducedMotion);
  const rotating = rotationOn && !hovered && !focused;

  const autoplay = useMemo(
    () =>
      // Our own state decides when to rotate; the plugin's own stop-on-hover/focus rules would fight it.
      Autoplay({
        delay: autoplayDelay,
        playOnInit: false,
        stopOnInteraction: true,
        stopOnMouseEnter: false,
        stopOnFocusIn: false,
      }),
    [autoplayDelay],
  );
  const plugins = useMemo(() => (many ? [autoplay] : []), [many, autoplay]);
  const options = useMemo<EmblaOptions>(
    () => ({
      active: many,
      loop: many,
      direction: dir,
      // Under reduced motion a slide change is a cut, not a slide.
      duration: reducedMotion ? 0 : emblaDuration(transitionMs),
    }),
    [many, dir, reducedMotion, transitionMs],
  );
  const [viewportRef, emblaApi] = useEmblaCarousel(options, plugins);
  // Embla measures the slides as it starts. Started in the commit that adds the carousel, that measurement lays out
  // the whole new page inside the commit's task; started after the next paint, the layout is already done.
  const painted = usePainted();

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!emblaApi) return () => {};
      emblaApi.on('select', onChange).on('reInit', onChange);
      return () => {
        emblaApi.off('select', onChange).off('reInit', onChange);
      };
    },
    [emblaApi],
  );
  const selected = useSyncExternalStore(
    subscribe,
    () => emblaApi?.selectedScrollSnap() ?? 0,
    () => 0,
  );

  // A control used before embla has started (its first frame) is not lost: the slide it chose shows once it starts.
  const chosenEarly = useRef<number | null>(null);
  useEffect(() => {
    if (!emblaApi || chosenEarly.current === null) return;
    emblaApi.scrollTo(chosenEarly.current, true);
    chosenEarly.current = null;
  }, [emblaApi]);
  const step = (by: 1 | -1) => {
    if (!emblaApi) chosenEarly.current = ((chosenEarly.current ?? selected) + by + total) % total;
    else if (by === 1) emblaApi.scrollNext();
    else emblaApi.scrollPrev();
  };
  const show = (index: number) => {
    if (emblaApi) emblaApi.scrollTo(index);
    else chosenEarly.current = index;
  };

  const rotatingRef = useRef(rotating);
  useEffect(() => {
    rotatingRef.current = rotating;
    // A single slide runs embla inactive, and an inactive embla has no plugins to ask.
    if (!emblaApi || !many) return;
    const sync = (api: EmblaApi) => {
      const plugin = api.plugins().autoplay;
      if (!plugin) return;
      // The plugin gives up on a single snap (nothing measured yet, or one slide) and then must not be started.
      if (rotatingRef.current && api.scrollSnapList().length > 1) plugin.play();
      else plugin.stop();
    };
    sync(emblaApi);
    // A re-init (slides or size changed) rebuilds the plugin stopped.
    emblaApi.on('reInit', sync);
    return () => {
      emblaApi.off('reInit', sync);
    };
  }, [emblaApi, many, rotating]);

  const rotationRef = useRef<HTMLButtonElement>(null);
  const handlePointerOver = (event: PointerEvent<HTMLElement>) => {
    onPointerOver?.(event);
    // Hovering the rotation control must not hold rotation, or pressing "play" would seem to do nothing.
    setHovered(!rotationRef.current?.contains(event.target as Node));
  };
  const handlePointerLeave = (event: PointerEvent<HTMLElement>) => {
    onPointerLeave?.(event);
    setHovered(false);
  };
  const handleFocus = (event: FocusEvent<HTMLElement>) => {
    onFocus?.(event);
    setFocused(!rotationRef.current?.contains(event.target));
  };
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    onBlur?.(event);
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  const Previous = dir === 'rtl' ? ChevronEnd : ChevronStart;
  const Next = dir === 'rtl' ? ChevronStart : ChevronEnd;

  return (
    <Root
      ref={ref}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerOver={handlePointerOver}
      onPointerLeave={handlePointerLeave}
      onFocus={handleFocus}
      onBlur={handleBlur}
      {...rest}
    >
      {many && (
        <>
          {/* Rotation control first in the tab order, as the WAI pattern asks, then the picker, then the steps. */}
          <BottomBar>
            <Controls>
              <RotationButton
                ref={rotationRef}
                type="button"
                aria-label={rotationOn ? labels.pause : labels.play}
                onClick={() => setUserRotates(!rotationOn)}
              >
                {rotationOn ? <PauseIcon /> : <PlayIcon />}
              </RotationButton>
              <Dots>
                {slides.map((slide, index) => (
                  <Dot
                    key={slide.key}
                    type="button"
                    aria-label={slide.label ?? labels.goTo(index + 1)}
                    aria-current={index === selected ? 'true' : undefined}
                    onClick={() => show(index)}
                  />
                ))}
              </Dots>
            </Controls>
          </BottomBar>
          <StepButton type="button" $edge="start" aria-label={labels.previous} onClick={() => step(-1)}>
            <Previous />
          </StepButton>
          <StepButton type="button" $edge="end" aria-label={labels.next} onClick={() => step(1)}>
            <Next />
          </StepButton>
        </>
      )}
      <Viewport ref={painted ? viewportRef : undefined}>
        <Track aria-live={many ? (rotating ? 'off' : 'polite') : undefined}>
          {slides.map((slide, index) => {
            const hidden = many && index !== selected;
            return (
              <Slide
                key={slide.key}
                role="group"
                aria-roledescription="slide"
                aria-label={labels.slide(index + 1, total)}
                $aspectRatio={aspectRatio}
                // Slides out of view are out of the tab order and the accessibility tree; the controls reach them.
                aria-hidden={hidden || undefined}
                inert={hidden}
              >
                {slide.content}
              </Slide>
            );
          })}
        </Track>
      </Viewport>
    </Root>
  );
});

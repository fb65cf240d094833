import './ui.css';
import { Children, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { cx } from './cx';
import { LeftOutlined, RightOutlined } from './icons';

export interface TCarouselProps {
  children: ReactNode;
  autoplay?: boolean;
  autoplaySpeed?: number;
  arrows?: boolean;
  dots?: boolean;
  className?: string;
}

/**
 * Slides side by side in a scroll-snap track: a finger swipes natively, arrows and dots scroll to a
 * slide, autoplay moves on every `autoplaySpeed` ms while the pointer is not over it and the user
 * does not prefer reduced motion.
 */
export function Carousel({ children, autoplay, autoplaySpeed = 3000, arrows, dots = true, className }: TCarouselProps) {
  const slides = Children.toArray(children);
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [isPaused, setPaused] = useState(false);

  const goTo = useCallback(
    (i: number) => {
      const el = track.current;
      if (!el || !slides.length) return;
      const next = (i + slides.length) % slides.length;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
      setIndex(next);
    },
    [slides.length],
  );

  useEffect(() => {
    if (!autoplay || isPaused || slides.length < 2) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => goTo(index + 1), autoplaySpeed);
    return () => window.clearInterval(timer);
  }, [autoplay, autoplaySpeed, goTo, index, isPaused, slides.length]);

  const onScroll = () => {
    const el = track.current;
    if (el?.clientWidth) setIndex(Math.round(el.scrollLeft / el.clientWidth));
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pausing on hover is a convenience, not a control.
    <div
      className={cx('ui-carousel', className)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="ui-carousel-track" ref={track} onScroll={onScroll}>
        {slides.map((slide, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: slides keep their order.
            key={i}
            className="ui-carousel-slide"
            aria-hidden={i !== index || undefined}
            inert={i !== index || undefined}
          >
            {slide}
          </div>
        ))}
      </div>
      {arrows && slides.length > 1 && (
        <>
          <button
            type="button"
            className="ui-carousel-arrow is-prev"
            aria-label="上一张"
            onClick={() => goTo(index - 1)}
          >
            <LeftOutlined />
          </button>
          <button
            type="button"
            className="ui-carousel-arrow is-next"
            aria-label="下一张"
            onClick={() => goTo(index + 1)}
          >
            <RightOutlined />
          </button>
        </>
      )}
      {dots && slides.length > 1 && (
        <div className="ui-carousel-dots">
          {slides.map((_, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position.
              key={i}
              type="button"
              className={cx('ui-carousel-dot', i === index && 'is-active')}
              aria-label={`第 ${i + 1} 张`}
              aria-current={i === index || undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
      )}
    </div>
  );
}

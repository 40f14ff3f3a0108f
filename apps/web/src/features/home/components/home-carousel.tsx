// The carousel of SPEC §1: advances every CAROUSEL_AUTOPLAY_MS, holds still while the pointer or the
// keyboard focus is on it (and for visitors who asked for reduced motion), and has a dot per slide.
import { CAROUSEL_AUTOPLAY_MS } from '@app/shared/constants';
import { useEffect, useState } from 'react';
import { HOME_SLIDES } from '../content';
import { HOME_MESSAGES as M } from '../messages';
import styles from './home-carousel.module.css';

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

export function HomeCarousel() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const total = HOME_SLIDES.length;

  useEffect(() => {
    if (paused || prefersReducedMotion()) return;
    const timer = window.setInterval(
      () => setIndex((i) => (i + 1) % HOME_SLIDES.length),
      CAROUSEL_AUTOPLAY_MS,
    );
    return () => window.clearInterval(timer);
  }, [paused]);

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={M.carouselLabel}
      data-testid="home-carousel"
      data-paused={paused}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={styles.track} style={{ transform: `translateX(-${index * 100}%)` }}>
        {HOME_SLIDES.map((slide, i) => (
          <article
            key={slide.key}
            className={`${styles.slide} ${styles[slide.tone]}`}
            aria-roledescription="slide"
            aria-label={M.slideLabel(i + 1, total)}
            aria-hidden={i !== index}
            data-active={i === index}
          >
            <h2 className={styles.slideTitle}>{slide.title}</h2>
            <p className={styles.slideText}>{slide.text}</p>
          </article>
        ))}
      </div>
      <div className={styles.dots}>
        {HOME_SLIDES.map((slide, i) => (
          <button
            key={slide.key}
            type="button"
            className={i === index ? `${styles.dot} ${styles.dotActive}` : styles.dot}
            aria-label={M.goToSlide(i + 1)}
            aria-current={i === index}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </section>
  );
}

import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {ThemedComponent} from '@docusaurus/theme-common';
import styles from './styles.module.css';

type FigureProps = {
  /** A scene of figures/, such as `renderer/pricing-popover`. */
  scene: string;
  alt: string;
  caption?: string;
  /** Added by the figures remark plugin from the scene; never written by hand. */
  width?: string;
  height?: string;
};

/**
 * A seat-map figure: the static SVG the build drew from the scene, light or
 * dark with the site's theme. ThemedComponent (as ThemedImage does) renders both
 * variants until React hydrates and hides one with CSS; with loading="lazy" a
 * hidden image is never fetched, so a reader downloads one variant only.
 * The image links to its own file: where the column shows it smaller than drawn
 * (a phone), a tap opens it at full size, where it can be zoomed; a badge on
 * narrow screens says so (styles.module.css).
 */
export default function Figure({scene, alt, caption, width, height}: FigureProps): ReactNode {
  const base = useBaseUrl(`/img/figures/${scene}`);
  return (
    <figure className={styles.figure}>
      <ThemedComponent className={styles.link}>
        {({theme, className}) => (
          // A plain link: the file is not a route of the site.
          <a href={theme === 'dark' ? `${base}.dark.svg` : `${base}.svg`} className={className}>
            <span className={styles.frame}>
              <img
                className={styles.image}
                src={theme === 'dark' ? `${base}.dark.svg` : `${base}.svg`}
                alt={alt}
                width={width}
                height={height}
                loading="lazy"
                decoding="async"
              />
            </span>
          </a>
        )}
      </ThemedComponent>
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}

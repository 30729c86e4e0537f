import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import ThemedImage from '@theme/ThemedImage';
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
 * dark with the site's theme. ThemedImage renders both variants until React
 * hydrates and hides one with CSS; with loading="lazy" a hidden image is never
 * fetched, so a reader downloads one variant only.
 */
export default function Figure({scene, alt, caption, width, height}: FigureProps): ReactNode {
  const base = useBaseUrl(`/img/figures/${scene}`);
  return (
    <figure className={styles.figure}>
      <ThemedImage
        className={styles.image}
        sources={{light: `${base}.svg`, dark: `${base}.dark.svg`}}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
      />
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}

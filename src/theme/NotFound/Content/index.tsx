/**
 * The not-found page: the theme's heading and first sentence, then help to
 * get on (search prefilled from the path, the closest pages, the sections)
 * instead of the theme's advice to contact the site owner.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import NotFoundHelp from '@site/src/components/NotFound';
import styles from './styles.module.css';

export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className={clsx('hero__title', styles.title)}>
            Page Not Found
          </Heading>
          <p>We could not find what you were looking for. It may have moved: these should help.</p>
          <NotFoundHelp />
        </div>
      </div>
    </main>
  );
}

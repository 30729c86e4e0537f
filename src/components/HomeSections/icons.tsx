import type {ReactNode} from 'react';
import type {SectionIcon} from '@site/config/navbar';

/** Stroke pictograms of the sections, 24 units square, drawn in the current text colour. */
const paths: Record<SectionIcon, ReactNode> = {
  // Three steps up to a flag.
  steps: <path d="M3 20h5v-5h5v-5h5V5M18 5V2l3 1.5L18 5" />,
  // Rows of seats facing a stage.
  renderer: (
    <>
      <path d="M5 4h14" />
      <circle cx="6" cy="10" r="1.5" />
      <circle cx="12" cy="10" r="1.5" />
      <circle cx="18" cy="10" r="1.5" />
      <circle cx="6" cy="16" r="1.5" />
      <circle cx="12" cy="16" r="1.5" />
      <circle cx="18" cy="16" r="1.5" />
    </>
  ),
  // A request in braces.
  api: (
    <path d="M8 4c-2 0-3 1-3 3v2c0 1.5-1 3-2 3 1 0 2 1.5 2 3v2c0 2 1 3 3 3M16 4c2 0 3 1 3 3v2c0 1.5 1 3 2 3-1 0-2 1.5-2 3v2c0 2-1 3-3 3M10 12h4" />
  ),
  // A signal leaving a server for yours.
  webhooks: (
    <>
      <rect x="3" y="4" width="7" height="16" rx="1.5" />
      <path d="M13 12h7M17 8.5 20.5 12 17 15.5" />
    </>
  ),
  // A ticket.
  manager: <path d="M3 7a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-3a2 2 0 0 0 0-4zM14 5v14" />,
  // A pen drawing a line.
  designer: <path d="M4 20l1-4L16 5l3 3L8 19zM14 7l3 3M4 20h16" />,
};

export function SectionIconSvg({icon}: {icon: SectionIcon}): ReactNode {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {paths[icon]}
    </svg>
  );
}

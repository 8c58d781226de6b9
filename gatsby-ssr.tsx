import type { GatsbySSR } from 'gatsby';

/** Pages set `<html lang dir>` through their Head; this keeps the theme's body class stable for users' CSS. */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setBodyAttributes }) => {
  setBodyAttributes({ className: 'vibrato-docs' });
};

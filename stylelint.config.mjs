/** SCSS conventions: the standard SCSS rules, properties in a fixed order, camelCase class names (CSS modules). */
const config = {
  extends: ['stylelint-config-standard-scss', 'stylelint-config-recess-order'],
  rules: {
    'selector-class-pattern': [
      '^[a-z][a-zA-Z0-9]*$',
      { message: (selector) => `Class "${selector}" should be camelCase, as CSS modules import it` },
    ],
    'scss/dollar-variable-pattern': '^[a-z][a-z0-9-]*$',
    'scss/at-mixin-pattern': '^[a-z][a-z0-9-]*$',
    // Blank lines group related tokens.
    'scss/dollar-variable-empty-line-before': null,
    // `clip` is still needed beside clip-path for the visually-hidden pattern in older browsers.
    'property-no-deprecated': [true, { ignoreProperties: ['clip'] }],
  },
};

export default config;

import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'data', '.tmp', 'node_modules', 'test-results', 'playwright-report', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // No reaching into a library's internals (issue 23): an underscore-prefixed member is not its interface and
    // changes without notice. Our own code has none to reach either.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[computed=false][property.name=/^_/], MemberExpression[computed=true][property.value=/^_/]',
          message: "Underscore-prefixed members are a library's internals: use its public interface.",
        },
      ],
    },
  },
  {
    // The contract stays independent: shared code imports nothing from server or client.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/client/**'] }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['**/server/**'],
          // Kit looks are props and className only adds layout (lib/cn.ts), so nothing needs a class merger.
          paths: [
            { name: 'tailwind-merge', message: 'Classes are joined, not merged: give the kit component a prop (lib/cn.ts).' },
            // Icons come from the sprite (decision 0017): no drawing in the bundle or repeated in the HTML.
            { name: 'lucide-react', message: "Use <Icon name=\"...\" /> (components/ui/icon.tsx); add the name to icon-names.ts and run 'npm run icons'." },
          ],
        },
      ],
    },
  },
);

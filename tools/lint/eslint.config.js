// ESLint over src, machines, server-fake and tests (`npm run lint`, run with --config from the
// repository's root, so the globs below are relative to it). typescript-eslint reads types through
// the TypeScript 5.9 installed beside this file: TypeScript 7, the app's compiler, has no JavaScript API.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import comments from '@eslint-community/eslint-plugin-eslint-comments';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// One home for effects (issue 23 item 4): a statechart is bound to its effects in its
// <machine-name>.effects.ts file, beside its feature; views and services import the bound logic.
const effectsHome = {
  selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='provide']",
  message: 'Bind a statechart to its effects in its <machine-name>.effects.ts file and import the bound logic from there.',
};
/**
 * Issue 35 item 3: one way to build a component's own logic, useLogic (src/kernel/actors.ts), once per mount or again
 * when its inputs change. A memo is a cache React may drop, and was a second way beside it.
 */
const logicOnce = {
  selector: "CallExpression[callee.name='useMemo']:matches(:has(CallExpression[callee.name=/(Logic|Machine|LogicFor)$/]), [arguments.0.name=/(Logic|Machine)$/])",
  message: 'Build the logic with useLogic (src/kernel/actors.ts), not useMemo.',
};
// One store for shared state outside machines (issue 35 item 2): a module's state and its readers go through createStore.
const oneStore = {
  selector: "NewExpression[callee.name='Set'] > TSTypeParameterInstantiation > TSFunctionType[params.length=0]",
  message: 'Keep shared state in a store of src/domain/store.ts (createStore, useStore) rather than a listener set of its own.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'dist/**', 'dist-demo/**', 'tests/.output/**', 'bench/.output/**', 'tools/**', 'src/public/**'] },
  {
    files: ['{src,machines,server-fake,tests}/**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked, jsxA11y.flatConfigs.recommended],
    plugins: { 'react-hooks': reactHooks, '@eslint-community/eslint-comments': comments },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Nothing is suppressed in bulk, and a line that disables a rule says why (issue 23).
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
      // Named stubs the app replaces with .provide() take their parameters as `_`, `_p`: the type is the point.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      // React drops what an event handler returns: an async onClick is fine. Promises handed anywhere else still count.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Wrong for us: `async` is how an actor (fromPromise) or a test says it returns a promise, awaited or not.
      '@typescript-eslint/require-await': 'off',
      // Wrong for us: nothing here uses `this`; interfaces write functions as methods (`reload(): void`) and
      // the functions behind them are closures, so passing `list.reload` or `caller.can` along is safe.
      '@typescript-eslint/unbound-method': 'off',
      // Wrong for us: it reads types with the linter's TypeScript 5.9, not the compiler's TypeScript 7, and flags
      // XState's `types: { events: {} as E }` idiom; an assertion the compiler needs is not 'unnecessary'.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      // One validator (issue 35 item 1): the zod schemas of src/domain, in classic zod. zod/mini was a second style.
      'no-restricted-imports': ['error', { paths: ['zod/mini', 'zod/v4/mini', 'zod/v4-mini'].map((name) => ({ name, message: 'Validate with the classic zod schemas of src/domain (one validator).' })) }],
    },
  },
  // A later block's no-restricted-syntax replaces an earlier one's: each block names every selector its files keep.
  { files: ['src/**/*.{ts,tsx}'], ignores: ['src/**/*.effects.ts'], rules: { 'no-restricted-syntax': ['error', effectsHome, logicOnce, oneStore] } },
  // One confirm-and-act lifecycle (issue 35 item 4): the browser's own boxes hold the page, cannot be styled or
  // translated, and show no busy state or server message.
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    rules: { 'no-restricted-globals': ['error', ...['confirm', 'alert', 'prompt'].map((name) => ({ name, message: 'Ask with ConfirmDialog and useConfirm (src/kernel/use-confirm.ts).' }))] },
  },
  { files: ['src/**/*.effects.ts'], rules: { 'no-restricted-syntax': ['error', logicOnce, oneStore] } },
  // The store's own listeners.
  { files: ['src/domain/store.ts'], rules: { 'no-restricted-syntax': ['error', effectsHome, logicOnce] } },
  {
    // Tests read raw JSON answers and poke at the page on purpose: they check the wire, not our parsed types.
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // A string handed to waitForFunction is run by eval in the page, which the app's CSP refuses: the wait fails at once.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForFunction'] > :matches(TemplateLiteral, Literal).arguments:first-child",
          message: 'Give waitForFunction a function: a string is run with eval, which the CSP refuses.',
        },
      ],
    },
  },
);

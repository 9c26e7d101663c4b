// Every web test file: the DOM matchers (toBeInTheDocument, toBeDisabled, ...) on expect.
import '@testing-library/jest-dom/vitest';

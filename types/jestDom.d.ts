// The jest-dom matchers (toBeInTheDocument, toHaveAttribute...) that tools/jest/setupComponents.ts loads.
import '@testing-library/jest-dom';

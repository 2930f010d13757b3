import '@testing-library/jest-dom';

// Each test is a tab of its own: what a test leaves in the tab's session storage (the reminders put
// off, the association's code) is not there for the next.
afterEach(() => {
  window.sessionStorage.clear();
});

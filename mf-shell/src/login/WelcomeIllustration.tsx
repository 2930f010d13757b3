/**
 * The login screen's decorative illustration (drawn for Amparo): a sunny window, a tablet on a table
 * with two faces in a video call, and a heart. Decorative only: hidden from assistive technology.
 */
export function WelcomeIllustration({ className }: { readonly className?: string }) {
  return (
    <svg className={className} viewBox="0 0 320 220" aria-hidden="true" focusable="false">
      <rect
        x="0"
        y="0"
        width="320"
        height="220"
        rx="24"
        fill="var(--amparo-surface-green, #e3f1e8)"
      />
      <circle cx="262" cy="52" r="26" fill="#f6c445" />
      <g stroke="#f6c445" strokeWidth="5" strokeLinecap="round">
        <path d="M262 12v-6M262 98v-6M222 52h-6M308 52h-6M234 24l-4-4M294 84l-4-4M234 80l-4 4M294 20l-4 4" />
      </g>
      <path
        d="M0 176h320v20a24 24 0 0 1-24 24H24A24 24 0 0 1 0 196z"
        fill="var(--amparo-green, #1b5e3b)"
      />
      <rect x="74" y="58" width="148" height="104" rx="14" fill="var(--amparo-navy, #1f3a5f)" />
      <rect x="84" y="68" width="128" height="84" rx="6" fill="#ffffff" />
      <rect x="90" y="74" width="56" height="72" rx="4" fill="#dbe7f3" />
      <rect x="150" y="74" width="56" height="72" rx="4" fill="#f3e3d6" />
      <circle cx="118" cy="100" r="13" fill="#c98d6b" />
      <path d="M96 146a22 22 0 0 1 44 0z" fill="var(--amparo-green, #1b5e3b)" />
      <path d="M105 96a13 13 0 0 1 26 0c-4-6-20-6-26 0z" fill="#ffffff" />
      <circle cx="178" cy="100" r="13" fill="#8d5a3b" />
      <path d="M156 146a22 22 0 0 1 44 0z" fill="var(--amparo-navy, #1f3a5f)" />
      <path d="M165 96a13 13 0 0 1 26 0c-6-4-20-4-26 0z" fill="#2b2b2b" />
      <rect x="132" y="162" width="32" height="14" fill="var(--amparo-navy, #1f3a5f)" />
      <path
        d="M262 150c-10-9-22-16-22-27a11 11 0 0 1 22-4 11 11 0 0 1 22 4c0 11-12 18-22 27z"
        fill="var(--amparo-red, #a3161b)"
      />
    </svg>
  );
}

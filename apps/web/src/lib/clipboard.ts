// Copying text for the user, with the message that says whether it worked (the clipboard may be refused).
import { getMessage } from './feedback';

export async function copyText(text: string, messages: { copied: string; failed: string }): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    getMessage().success(messages.copied);
  } catch {
    getMessage().warning(messages.failed);
  }
}

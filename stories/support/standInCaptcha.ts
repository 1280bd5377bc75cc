import type { CaptchaProvider } from '../../src/core/forms';

/** Puts a stand-in captcha provider on the page (a real labelled checkbox), as the provider script would. */
export function installStandInCaptcha(): void {
  let nextId = 0;
  const boxes = new Map<number, HTMLInputElement>();
  const provider: CaptchaProvider = {
    render(container, parameters) {
      const id = nextId++;
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.addEventListener('change', () => (box.checked ? parameters.callback?.(`story-token-${id}`) : parameters['expired-callback']?.()));
      label.append(box, " I'm not a robot (story captcha)");
      container.append(label);
      boxes.set(id, box);
      return id;
    },
    getResponse: (id) => (boxes.get(id ?? 0)?.checked ? `story-token-${id ?? 0}` : ''),
    reset: (id) => {
      const box = boxes.get(id ?? 0);
      if (box) box.checked = false;
    },
  };
  (window as { grecaptcha?: CaptchaProvider }).grecaptcha = provider;
}

/** Removes any captcha provider from the page, so the adapter must load the script. */
export function removeCaptchaProvider(): void {
  delete (window as { grecaptcha?: CaptchaProvider }).grecaptcha;
}

/**
 * The login form's notices (spec 001 §2 login by code, 'Unblock'): the machine's, and the login page's after a form
 * posted without JavaScript (which loads no machine).
 */

/** The notice after the unblock e-mail was sent again. */
export const UNBLOCK_EMAIL_SENT = 'We sent you a new unblock e-mail. Follow its link, then log in.';
/** The notice after a login code was sent. */
export const codeSentNotice = (email: string) => `If ${email} has an account, we sent a 6-digit code to it. Enter it below.`;

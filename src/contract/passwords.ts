/**
 * Password rules, defined once for the forms and the server: logging in asks for at least 6
 * characters, a new password (restore, profile) for at least 8 (spec console §5: the message
 * quotes 8, so both readings exist); no password is longer than 200.
 */
export const LOGIN_PASSWORD_MIN = 6;
export const NEW_PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

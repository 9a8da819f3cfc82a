/**
 * The most common passwords in public breach corpora (SecLists / NCSC top lists),
 * those of 6+ characters. Rejected at sign-up, reset and change (architecture §6).
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '111111', '000000', '123123',
  '654321', '666666', '121212', '112233', '123321', '987654321', '1q2w3e', '1q2w3e4r', '1q2w3e4r5t',
  'qwerty', 'qwerty123', 'qwertyuiop', 'asdfgh', 'zxcvbnm', 'password', 'password1', 'password123',
  'passw0rd', 'p@ssw0rd', 'abc123', 'abcdef', 'abcd1234', 'iloveyou', 'princess', 'sunshine',
  'monkey', 'dragon', 'football', 'baseball', 'letmein', 'welcome', 'welcome1', 'master', 'shadow',
  'superman', 'batman', 'trustno1', 'michael', 'jennifer', 'charlie', 'jordan23', 'starwars',
  'freedom', 'whatever', 'qazwsx', 'ashley', 'bailey', 'hello123', 'secret', 'summer', 'flower',
  'hottie', 'loveme', 'zaq12wsx', 'computer', 'internet', 'killer', 'pokemon', 'cheese',
  'soccer', 'hockey', 'ranger', 'harley', 'daniel', 'thomas', 'tigger', 'buster', 'maggie',
  'ginger', 'hunter', 'pepper', 'matrix', 'jessica', 'mustang', 'access', 'yankees', 'joshua',
  'nicole', 'purple', 'orange', 'banana', 'chocolate', 'samsung', 'google', 'qwerty1', 'aa123456',
  'a123456', '123qwe', 'qwe123', '1qaz2wsx', 'admin123', 'administrator', 'changeme', 'default',
  'keto123', 'ketodiet', 'ketoflow',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

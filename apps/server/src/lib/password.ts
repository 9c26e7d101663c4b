import argon2 from 'argon2';

// argon2id at no less than 19 MiB, 2 passes, 1 lane: the floor for every secret we hash.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashSecret(secret: string): Promise<string> {
  return argon2.hash(secret, OPTIONS);
}

export async function verifySecret(hash: string, secret: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, secret);
  } catch {
    return false;
  }
}

// Verifying against this keeps a login for an unknown username as slow as one for a known username.
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(secret: string): Promise<void> {
  dummyHash ??= hashSecret('timing-equaliser-0');
  await verifySecret(await dummyHash, secret);
}

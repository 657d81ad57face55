'use client'

/** Throws during rendering in the browser, where the error screen shows the message as is. */
export function Thrower(): never {
  throw new Error('Erreur de rendu provoquée pour le test de l’écran d’erreur')
}

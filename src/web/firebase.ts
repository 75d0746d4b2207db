/** The one Firebase app and Auth instance of the browser, persisted in local storage (SPEC 4). */
import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';
import { chooseFirebaseEnvironment } from './config';

export const firebaseEnvironment = chooseFirebaseEnvironment(import.meta.env, window.location.hostname);
const app = initializeApp(firebaseEnvironment.options);

export const auth = initializeAuth(app, { persistence: browserLocalPersistence });
if (firebaseEnvironment.emulatorUrl) {
  connectAuthEmulator(auth, firebaseEnvironment.emulatorUrl, { disableWarnings: true });
}

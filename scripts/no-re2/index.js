// The Auth Emulator never uses re2; its static server falls back to JavaScript regular expressions
// when requiring re2 fails, as it does when the native build is missing.
throw new Error('re2 is not installed in this project');

/**
 * Mounting, apart from React so it can be tested: any failure is logged as SPEC section 8 says,
 * 'Error while mounting app:', and then re-thrown.
 */
export async function mountApp(
  prepare: () => Promise<void>,
  render: (container: Element) => void,
  findContainer: () => Element | null,
): Promise<void> {
  try {
    await prepare();
    const container = findContainer();
    if (!container) throw new Error('#root element is missing');
    render(container);
  } catch (error) {
    console.error('Error while mounting app:', error);
    throw error;
  }
}

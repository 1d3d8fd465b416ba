package android.view;

/** Compile-only stand-in (see ../../../README.md): named by ClickableSpan.onClick. */
public class View {
}
